/* Exclusive-or of ranges of a counted list.  Input: n (1 <= n <= 2 * 10^5), then n integers
   v (0 <= v <= 10^18), then q (1 <= q <= 2 * 10^5) and q queries, each two positions l and r
   (1 <= l <= r <= n), all separated by blanks (spaces, tabs or newlines); every number as
   scanf's %lld reads it (an optional sign and digits).  Output: per query one line "X K": X
   the bitwise exclusive-or of the values at positions l to r and K how many of them are odd. */
#include <stdio.h>

#define MAXN 200000

static long long prefix[MAXN + 1];
static long odd[MAXN + 1];

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long long i = 1; i <= n; i++) {
        long long v;
        if (scanf("%lld", &v) != 1 || v < 0 || v > 1000000000000000000LL) return 1;
        prefix[i] = prefix[i - 1] ^ v;
        odd[i] = odd[i - 1] + (v & 1);
    }
    long long q;
    if (scanf("%lld", &q) != 1 || q < 1 || q > MAXN) return 1;
    while (q--) {
        long long l, r;
        if (scanf("%lld %lld", &l, &r) != 2 || l < 1 || r < l || r > n) return 1;
        printf("%lld %ld\n", prefix[r] ^ prefix[l - 1], odd[r] - odd[l - 1]);
    }
    return 0;
}
