/* Library loans.  Input: commands, at most 2 * 10^5 of them, each a word and its numbers
   separated by blanks (spaces, tabs or newlines); every number as scanf's %lld reads it (an
   optional sign and digits).  "out B D": book B (1 <= B <= 10^6) is lent on day D
   (0 <= D <= 10^12); prints "lent", or "busy" when B is out already (nothing changes).
   "in B D": book B comes back on day D (0 <= D <= 10^12, never before the day it was lent);
   prints "fine F", F = 25 cents for every day past the first 14 of the loan (0 when it is back
   within 14 days), or "idle" when B is not out.  "total": prints the fines so far.  "away":
   prints how many books are out.  Output: what the commands print. */
#include <stdio.h>
#include <string.h>

#define BOOKS 1000000
#define LAST_DAY 1000000000000LL

static long long lent[BOOKS + 1];  /* the day + 1 a book was lent, 0 when it is in */

int main(void) {
    char command[16];
    long long total = 0, away = 0;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "out") == 0 || strcmp(command, "in") == 0) {
            long long b, d;
            if (scanf("%lld %lld", &b, &d) != 2 || b < 1 || b > BOOKS || d < 0 || d > LAST_DAY)
                return 1;
            if (command[0] == 'o') {
                if (lent[b]) {
                    puts("busy");
                } else {
                    lent[b] = d + 1;
                    away++;
                    puts("lent");
                }
            } else if (!lent[b]) {
                puts("idle");
            } else {
                long long days = d - (lent[b] - 1);
                if (days < 0) return 1;
                long long fine = days > 14 ? (days - 14) * 25 : 0;
                total += fine;
                lent[b] = 0;
                away--;
                printf("fine %lld\n", fine);
            }
        } else if (strcmp(command, "total") == 0) {
            printf("%lld\n", total);
        } else if (strcmp(command, "away") == 0) {
            printf("%lld\n", away);
        } else {
            return 1;
        }
    }
    return 0;
}
