/* Coin change.  Input: T (1 <= T <= 50) cases, each "n cap" (0 <= n <= 100, |cap| <= 100000)
   and n coin values (1 <= c <= 10000).  Output per case: the number of ways to pay cap with
   any number of each coin, modulo 1000000007 (0 when cap is negative). */
#include <stdio.h>
#include <string.h>

#define MOD 1000000007LL
#define MAXC 100000

static long long ways[MAXC + 1];

int main(void) {
    int T;
    if (scanf("%d", &T) != 1) return 1;
    while (T-- > 0) {
        int n, cap;
        if (scanf("%d %d", &n, &cap) != 2 || n < 0 || cap > MAXC) return 1;
        int coins[100];
        if (n > 100) return 1;
        for (int i = 0; i < n; i++)
            if (scanf("%d", &coins[i]) != 1 || coins[i] < 1) return 1;
        if (cap < 0) {
            puts("0");
            continue;
        }
        memset(ways, 0, sizeof(long long) * ((size_t)cap + 1));
        ways[0] = 1;
        for (int i = 0; i < n; i++)
            for (int c = coins[i]; c <= cap; c++) ways[c] = (ways[c] + ways[c - coins[i]]) % MOD;
        printf("%lld\n", ways[cap]);
    }
    return 0;
}
