/* A register with undo and redo, driven by commands.  Input: at most 2 * 10^5 commands
   separated by blanks (spaces, tabs, carriage returns or newlines): "set X", "add X" and
   "mul X" (|X| <= 10^9) change the register's value (at first 0) to X, to the value plus X or
   to the value times X, modulo 1,000,000,007 (the value kept from 0 to 1,000,000,006); "undo"
   takes back the last change not taken back yet, or prints "nothing"; "redo" makes again the
   change taken back last, or prints "nothing" (a new change forgets the changes taken back);
   "print" prints the value.  Every number as scanf's %lld reads it (an optional sign and
   digits).  Output: what the commands print, one line each; then a line "changes C redoable U":
   C the changes made by set, add and mul and U the changes that could be made again by redo. */
#include <stdio.h>
#include <string.h>

#define MAXN 200000
#define MOD 1000000007LL

static long long value[MAXN + 1];  /* value[0] the first value, value[i] after the i-th change */

int main(void) {
    char command[8];
    long now = 0, last = 0, changes = 0;
    while (scanf("%7s", command) == 1) {
        int set = strcmp(command, "set") == 0, add = strcmp(command, "add") == 0;
        if (set || add || strcmp(command, "mul") == 0) {
            long long x;
            if (scanf("%lld", &x) != 1 || x < -1000000000 || x > 1000000000 || now >= MAXN)
                return 1;
            long long v = value[now];
            if (set) v = x % MOD;
            else if (add) v = (v + x) % MOD;
            else v = v * x % MOD;
            if (v < 0) v += MOD;
            value[++now] = v;
            last = now;
            changes++;
        } else if (strcmp(command, "undo") == 0) {
            if (now == 0) puts("nothing");
            else now--;
        } else if (strcmp(command, "redo") == 0) {
            if (now == last) puts("nothing");
            else now++;
        } else if (strcmp(command, "print") == 0) {
            printf("%lld\n", value[now]);
        } else {
            return 1;
        }
    }
    printf("changes %ld redoable %ld\n", changes, last - now);
    return 0;
}
