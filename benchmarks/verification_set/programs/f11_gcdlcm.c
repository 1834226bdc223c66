/* Greatest common divisor and least common multiple.  Input: t (1 <= t <= 10^4), then t test
   cases, each a count n (1 <= n <= 10^5, at most 2 * 10^5 over all cases) and n integers v
   (1 <= v <= 10^18), all separated by blanks (spaces, tabs or newlines); every number as
   scanf's %lld reads it (an optional sign and digits).  Output: per case a line "G L" with the
   greatest common divisor G of its numbers and their least common multiple L, or "G big" when
   that multiple is above 10^18. */
#include <stdio.h>

#define LIMIT 1000000000000000000ULL

static unsigned long long gcd(unsigned long long a, unsigned long long b) {
    while (b) {
        unsigned long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int main(void) {
    long long t;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    while (t--) {
        long long n;
        if (scanf("%lld", &n) != 1 || n < 1 || n > 100000) return 1;
        unsigned long long g = 0, l = 1;
        int big = 0;
        for (long long i = 0; i < n; i++) {
            long long v;
            if (scanf("%lld", &v) != 1 || v < 1 || v > (long long)LIMIT) return 1;
            unsigned long long u = (unsigned long long)v;
            g = gcd(g, u);
            if (!big) {
                unsigned long long step = u / gcd(l, u);
                if (l > LIMIT / step) big = 1;
                else l *= step;
            }
        }
        if (big) printf("%llu big\n", g);
        else printf("%llu %llu\n", g, l);
    }
    return 0;
}
