/* A till driven by commands.  Input: at most 2 * 10^5 commands separated by blanks (spaces,
   tabs, carriage returns or newlines), every word at most 60 bytes: "sale A" rings up an item
   of A; "refund A" rings up a refund of A (an item of -A); "void" takes the last item rung up
   and not voided yet off the receipt, or prints "nothing to void"; "total" prints the sum of
   the items on the receipt; "count" prints how many items are on it.  An amount A is 1 to 10
   digits, then optionally a '.' and one or two digits (12, 12.5 and 12.50 are the same amount);
   an amount of any other form is answered "bad amount" and rings up nothing.  Output: what the
   commands print, one line each, amounts as an optional '-', the units, a '.' and two digits of
   cents (-0.05, 12.50); then a last line "items N total T largest L", L the largest sale on the
   receipt (0.00 when it has none). */
#include <stdio.h>
#include <string.h>

#define MAXN 200000

static long long item[MAXN], top[MAXN];

/* the amount in cents, or -1 when the word is not an amount */
static long long cents(const char *s) {
    long long units = 0, fraction = 0;
    int digits = 0;
    while (*s >= '0' && *s <= '9') {
        if (++digits > 10) return -1;
        units = units * 10 + (*s++ - '0');
    }
    if (digits == 0) return -1;
    if (*s == '.') {
        s++;
        if (*s < '0' || *s > '9') return -1;
        fraction = (*s++ - '0') * 10;
        if (*s >= '0' && *s <= '9') fraction += *s++ - '0';
    }
    if (*s) return -1;
    return units * 100 + fraction;
}

static void money(long long v) {
    if (v < 0) {
        putchar('-');
        v = -v;
    }
    printf("%lld.%02lld", v / 100, v % 100);
}

int main(void) {
    char word[64], amount[64];
    long n = 0;
    long long total = 0;
    while (scanf("%63s", word) == 1) {
        int sale = strcmp(word, "sale") == 0;
        if (sale || strcmp(word, "refund") == 0) {
            if (scanf("%63s", amount) != 1) return 1;
            long long a = cents(amount);
            if (a < 0) {
                puts("bad amount");
                continue;
            }
            if (n >= MAXN) return 1;
            item[n] = sale ? a : -a;
            long long best = n > 0 ? top[n - 1] : 0;
            top[n] = sale && a > best ? a : best;
            total += item[n];
            n++;
        } else if (strcmp(word, "void") == 0) {
            if (n == 0) {
                puts("nothing to void");
            } else {
                n--;
                total -= item[n];
            }
        } else if (strcmp(word, "total") == 0) {
            money(total);
            putchar('\n');
        } else if (strcmp(word, "count") == 0) {
            printf("%ld\n", n);
        } else {
            return 1;
        }
    }
    printf("items %ld total ", n);
    money(total);
    printf(" largest ");
    money(n > 0 ? top[n - 1] : 0);
    putchar('\n');
    return 0;
}
