/* Key-value store with transactions.  Input: commands, one per line, at most 10^5 of them:
   "set K V" gives key K the value V; "get K" prints K's value or "NULL"; "unset K" removes K;
   "count V" prints how many keys hold the value V; "begin" opens a transaction (they nest);
   "rollback" undoes every change since the innermost open "begin" and closes it; "commit"
   closes every open transaction, keeping the changes; "rollback" and "commit" print
   "no transaction" when none is open.  K is 1 to 20 lowercase letters; V an integer as
   scanf's %lld reads it (an optional sign and digits, |V| <= 10^18).  After the last command:
   "keys N open T", the keys that hold a value and the transactions still open. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS 262144  /* open addressing; at most 10^5 keys */

struct slot {
    char key[21];
    char held;
    long long value;
};

struct change {
    int slot;
    char held;
    long long value;
};

static struct slot table[SLOTS];
static struct change *undo;
static int undo_size, *marks, open_count;

static int slot_of(const char *key) {  /* the key's slot, claimed when new */
    unsigned long h = 1469598103934665603UL;
    for (const char *s = key; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211UL;
    int i = (int)(h % SLOTS);
    while (table[i].key[0] && strcmp(table[i].key, key) != 0) i = (i + 1) % SLOTS;
    if (!table[i].key[0]) strcpy(table[i].key, key);
    return i;
}

static void change(int i, char held, long long value) {
    if (open_count > 0) {
        undo[undo_size].slot = i;
        undo[undo_size].held = table[i].held;
        undo[undo_size].value = table[i].value;
        undo_size++;
    }
    table[i].held = held;
    table[i].value = value;
}

int main(void) {
    undo = malloc(sizeof *undo * 100000);
    marks = malloc(sizeof *marks * 100000);
    if (!undo || !marks) return 1;
    char command[16], key[32];
    long long v;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "set") == 0 || strcmp(command, "get") == 0 ||
            strcmp(command, "unset") == 0) {
            if (scanf("%31s", key) != 1 || strlen(key) > 20) return 1;
            int i = slot_of(key);
            if (command[0] == 's') {
                if (scanf("%lld", &v) != 1 || v < -1000000000000000000LL ||
                    v > 1000000000000000000LL)
                    return 1;
                change(i, 1, v);
            } else if (command[0] == 'u') {
                change(i, 0, 0);
            } else if (table[i].held) {
                printf("%lld\n", table[i].value);
            } else {
                puts("NULL");
            }
        } else if (strcmp(command, "count") == 0) {
            if (scanf("%lld", &v) != 1) return 1;
            long count = 0;
            for (int i = 0; i < SLOTS; i++)
                if (table[i].held && table[i].value == v) count++;
            printf("%ld\n", count);
        } else if (strcmp(command, "begin") == 0) {
            marks[open_count++] = undo_size;
        } else if (strcmp(command, "rollback") == 0) {
            if (open_count == 0) {
                puts("no transaction");
                continue;
            }
            int mark = marks[--open_count];
            while (undo_size > mark) {
                struct change *u = &undo[--undo_size];
                table[u->slot].held = u->held;
                table[u->slot].value = u->value;
            }
        } else if (strcmp(command, "commit") == 0) {
            if (open_count == 0) puts("no transaction");
            open_count = 0;
            undo_size = 0;
        } else {
            return 1;
        }
    }
    long keys = 0;
    for (int i = 0; i < SLOTS; i++) keys += table[i].held;
    printf("keys %ld open %d\n", keys, open_count);
    free(undo);
    free(marks);
    return 0;
}
