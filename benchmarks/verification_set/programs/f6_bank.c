/* Bank.  Input: commands, one per line, at most 2 * 10^5 of them.  "open NAME" opens an account
   with the balance 0, or prints "exists" when NAME is open already; "deposit NAME X" puts X
   into the account; "withdraw NAME X" takes X out of it, or prints "insufficient" (and changes
   nothing) when its balance is below X; "transfer A B X" moves X from account A to account B,
   or prints "insufficient" when A's balance is below X (A and B may be the same account);
   "balance NAME" prints the account's balance.  A command naming an account that is not open
   prints "unknown NAME" (the first such name) and changes nothing.  NAME is 1 to 24 lowercase
   letters, digits and '_'; an amount X is written "D.CC", 1 to 10 digits, a point and two
   digits, from 0.01 to 9999999999.99.  Balances are printed the same way.  After the last
   command: "accounts N total X", the accounts open and the sum of their balances. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS 524288  /* open addressing: at most 2 * 10^5 accounts */
#define MAX_ACCOUNTS 200000

struct account {
    char name[25];
    long long cents;
};

static struct account accounts[MAX_ACCOUNTS];
static int slot[SLOTS];  /* an account's index + 1, 0 when empty */
static int count;

static unsigned hash_of(const char *s) {
    unsigned h = 2166136261u;
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
    return h & (SLOTS - 1);
}

static int *slot_of(const char *name) {
    unsigned i = hash_of(name);
    while (slot[i] && strcmp(accounts[slot[i] - 1].name, name) != 0) i = (i + 1) & (SLOTS - 1);
    return &slot[i];
}

static int valid_name(const char *s) {
    size_t n = strlen(s);
    if (n < 1 || n > 24) return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_')) return 0;
    return 1;
}

static long long amount(const char *s) {  /* "D.CC" in cents, -1 when not an amount */
    long long v = 0;
    int digits = 0;
    while (*s >= '0' && *s <= '9') {
        v = v * 10 + (*s++ - '0');
        if (++digits > 10) return -1;
    }
    if (digits == 0 || s[0] != '.' || s[1] < '0' || s[1] > '9' || s[2] < '0' || s[2] > '9' ||
        s[3] != '\0')
        return -1;
    v = v * 100 + (s[1] - '0') * 10 + (s[2] - '0');
    return v > 0 ? v : -1;
}

static void print_amount(long long cents) {
    printf("%lld.%02lld\n", cents / 100, cents % 100);
}

int main(void) {
    char command[16], a[32], b[32], x[32];
    while (scanf("%15s", command) == 1) {
        int names = strcmp(command, "transfer") == 0 ? 2 : 1;
        int with_amount = strcmp(command, "deposit") == 0 || strcmp(command, "withdraw") == 0 ||
                          names == 2;
        if (scanf("%31s", a) != 1 || !valid_name(a)) return 1;
        if (names == 2 && (scanf("%31s", b) != 1 || !valid_name(b))) return 1;
        long long v = 0;
        if (with_amount && (scanf("%31s", x) != 1 || (v = amount(x)) < 0)) return 1;
        int *sa = slot_of(a);
        if (strcmp(command, "open") == 0) {
            if (*sa) {
                puts("exists");
                continue;
            }
            strcpy(accounts[count].name, a);
            accounts[count].cents = 0;
            *sa = ++count;
            continue;
        }
        if (!with_amount && strcmp(command, "balance") != 0) return 1;
        if (!*sa) {
            printf("unknown %s\n", a);
            continue;
        }
        struct account *from = &accounts[*sa - 1];
        if (names == 2) {
            int *sb = slot_of(b);
            if (!*sb) {
                printf("unknown %s\n", b);
                continue;
            }
            struct account *to = &accounts[*sb - 1];
            if (from->cents < v) {
                puts("insufficient");
                continue;
            }
            from->cents -= v;
            to->cents += v;
        } else if (command[0] == 'd') {
            from->cents += v;
        } else if (command[0] == 'w') {
            if (from->cents < v) {
                puts("insufficient");
                continue;
            }
            from->cents -= v;
        } else {
            print_amount(from->cents);
        }
    }
    long long total = 0;
    for (int i = 0; i < count; i++) total += accounts[i].cents;
    printf("accounts %d total ", count);
    print_amount(total);
    return 0;
}
