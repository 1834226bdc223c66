/* A savings account, a counted list answering queries.  Input: n (1 <= n <= 2 * 10^5), then n
   deposits d (0 <= d <= 10^9), the money put in on days 1 to n, then q (1 <= q <= 2 * 10^5) and
   q targets X (|X| <= 10^18), all separated by blanks (spaces, tabs, carriage returns or
   newlines); every number as scanf's %lld reads it (an optional sign and digits).  The balance
   of day i is the sum of the deposits of days 1 to i.  Output: a line "balance B days Z" with
   the balance of day n and the number of days without a deposit; then per target a line "day D",
   D the first day whose balance is at least X, or "never" when there is none. */
#include <stdio.h>

#define MAXN 200000

static long long balance[MAXN + 1];

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    long long empty = 0;
    for (long long i = 1; i <= n; i++) {
        long long d;
        if (scanf("%lld", &d) != 1 || d < 0 || d > 1000000000) return 1;
        balance[i] = balance[i - 1] + d;
        empty += d == 0;
    }
    printf("balance %lld days %lld\n", balance[n], empty);
    long long q;
    if (scanf("%lld", &q) != 1 || q < 1 || q > 200000) return 1;
    for (long long j = 0; j < q; j++) {
        long long x;
        if (scanf("%lld", &x) != 1 || x < -1000000000000000000LL || x > 1000000000000000000LL)
            return 1;
        long long lo = 1, hi = n + 1;  /* the answer lies in [lo, hi]; n + 1: never */
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2;
            if (balance[mid] >= x) hi = mid;
            else lo = mid + 1;
        }
        if (lo > n) puts("never");
        else printf("day %lld\n", lo);
    }
    return 0;
}
