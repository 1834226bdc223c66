/* Vending machine.  Input: commands, at most 2 * 10^5 of them, each a word and its arguments
   separated by blanks (spaces, tabs or newlines); every number as scanf's %lld reads it (an
   optional sign and digits).  "insert V K" puts K coins of V cents in (1 <= K <= 10^6): coins
   of 5, 10, 20, 50, 100 or 200 cents add to the credit, any other V (1 <= V <= 10^6) is
   refused and prints "refused"; "buy P" (1 <= P <= 10^12, P a multiple of 5) pays P cents from
   the credit and prints "ok C" (C the credit left), or, when the credit is short, pays nothing
   and prints "short D" (D the cents missing); "refund" gives the credit back in the fewest
   coins and prints them from the largest down as "VxK" separated by spaces ("nothing" when the
   credit is 0); "sales" prints the cents paid so far.  Output: what the commands print. */
#include <stdio.h>
#include <string.h>

static const long long COINS[6] = {200, 100, 50, 20, 10, 5};

int main(void) {
    char command[16];
    long long credit = 0, sales = 0;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "insert") == 0) {
            long long v, k;
            if (scanf("%lld %lld", &v, &k) != 2 || v < 1 || v > 1000000 || k < 1 || k > 1000000)
                return 1;
            int known = 0;
            for (int i = 0; i < 6; i++) known |= COINS[i] == v;
            if (known) credit += v * k;
            else puts("refused");
        } else if (strcmp(command, "buy") == 0) {
            long long p;
            if (scanf("%lld", &p) != 1 || p < 1 || p > 1000000000000LL || p % 5 != 0) return 1;
            if (credit >= p) {
                credit -= p;
                sales += p;
                printf("ok %lld\n", credit);
            } else {
                printf("short %lld\n", p - credit);
            }
        } else if (strcmp(command, "refund") == 0) {
            if (credit == 0) {
                puts("nothing");
                continue;
            }
            int first = 1;
            for (int i = 0; i < 6; i++) {
                long long k = credit / COINS[i];
                if (k == 0) continue;
                printf(first ? "%lldx%lld" : " %lldx%lld", COINS[i], k);
                credit -= k * COINS[i];
                first = 0;
            }
            putchar('\n');
        } else if (strcmp(command, "sales") == 0) {
            printf("%lld\n", sales);
        } else {
            return 1;
        }
    }
    return 0;
}
