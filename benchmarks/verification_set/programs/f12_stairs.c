/* Ways up a staircase, over several test cases.  Input: T (1 <= T <= 10^4), then T cases,
   each two integers n and k (0 <= n <= 10^5, 1 <= k <= 10^5; the sum of n over the cases at
   most 10^6), all separated by blanks (spaces, tabs or newlines); every number as scanf's %ld
   reads it (an optional sign and digits).  A climb of n steps is a sequence of strides of 1 to
   k steps each that add up to n (the empty climb for n = 0).  Output: per case the number of
   climbs modulo 1000000007. */
#include <stdio.h>

#define MAXN 100000
#define MOD 1000000007LL

static long long ways[MAXN + 1];

int main(void) {
    long t;
    if (scanf("%ld", &t) != 1 || t < 1 || t > 10000) return 1;
    long total = 0;
    while (t--) {
        long n, k;
        if (scanf("%ld %ld", &n, &k) != 2 || n < 0 || n > MAXN || k < 1 || k > MAXN) return 1;
        total += n;
        if (total > 1000000) return 1;
        ways[0] = 1;
        long long window = 1;  /* the sum of the last k values, modulo MOD */
        for (long i = 1; i <= n; i++) {
            ways[i] = window;
            window = (window + ways[i]) % MOD;
            if (i - k >= 0) window = (window - ways[i - k] + MOD) % MOD;
        }
        printf("%lld\n", ways[n]);
    }
    return 0;
}
