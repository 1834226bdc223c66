/* Stock valued first in, first out, driven by commands.  Input: at most 2 * 10^5 commands
   separated by blanks (spaces, tabs, carriage returns or newlines); every number as scanf's
   %lld reads it.  "buy Q P" (1 <= Q, P <= 10^9) adds a lot of Q units bought at P cents each.
   "sell Q P" (1 <= Q, P <= 10^9) sells Q units at P cents each when at least Q units are in
   stock, taking them from the oldest lots first, and prints "sold COST PROFIT": COST what
   those units cost when they were bought, PROFIT = Q * P - COST (negative for a loss); when
   fewer than Q units are in stock it prints "short U", U the units in stock, and sells
   nothing.  "stock" prints "units U value V lots L": the units in stock, what they cost and the
   lots they are in.  The units in stock never exceed 10^9.  Output: what the commands print,
   one line each; then "bought B sold S", the units bought and the units sold in all. */
#include <stdio.h>
#include <string.h>

#define MAXCMD 200000
#define LIMIT 1000000000LL

static long long lot_units[MAXCMD], lot_price[MAXCMD];

int main(void) {
    int head = 0, tail = 0, commands = 0;  /* the open lots are head .. tail - 1, oldest first */
    long long units = 0, value = 0, bought = 0, sold = 0;
    char word[16];
    while (scanf("%15s", word) == 1) {
        if (++commands > MAXCMD) return 1;
        if (strcmp(word, "stock") == 0) {
            printf("units %lld value %lld lots %d\n", units, value, tail - head);
            continue;
        }
        long long q, p;
        if (scanf("%lld %lld", &q, &p) != 2 || q < 1 || q > LIMIT || p < 1 || p > LIMIT) return 1;
        if (strcmp(word, "buy") == 0) {
            if (units + q > LIMIT) return 1;
            lot_units[tail] = q;
            lot_price[tail] = p;
            tail++;
            units += q;
            value += q * p;
            bought += q;
        } else if (strcmp(word, "sell") == 0) {
            if (units < q) {
                printf("short %lld\n", units);
                continue;
            }
            long long cost = 0, left = q;
            while (left > 0) {
                long long take = lot_units[head] < left ? lot_units[head] : left;
                cost += take * lot_price[head];
                lot_units[head] -= take;
                left -= take;
                if (lot_units[head] == 0) head++;
            }
            units -= q;
            value -= cost;
            sold += q;
            printf("sold %lld %lld\n", cost, q * p - cost);
        } else {
            return 1;
        }
    }
    printf("bought %lld sold %lld\n", bought, sold);
    return 0;
}
