/* Binomial coefficients, over several test cases.  Input: T (1 <= T <= 10^5), then T cases,
   each two integers n and k (0 <= n, k <= 2 * 10^6), all separated by blanks; every number as
   scanf's %ld reads it (an optional sign and digits).  C(n, k) is the number of ways to choose
   k of n things (0 when k > n).  Output per case a line "M odd" or "M even": M is C(n, k)
   modulo the prime 1,000,000,007, and odd or even tells whether C(n, k) itself is odd; then a
   last line "odd O even E" with the number of cases of each. */
#include <stdio.h>

#define MAXN 2000000
#define P 1000000007ULL

static unsigned fact[MAXN + 1], inverse[MAXN + 1];  /* n! and 1/n! modulo P */

static unsigned long long power(unsigned long long b, unsigned long long e) {
    unsigned long long r = 1;
    for (b %= P; e; e >>= 1) {
        if (e & 1) r = r * b % P;
        b = b * b % P;
    }
    return r;
}

int main(void) {
    long t;
    if (scanf("%ld", &t) != 1 || t < 1 || t > 100000) return 1;
    fact[0] = 1;
    for (long i = 1; i <= MAXN; i++) fact[i] = (unsigned)(fact[i - 1] * (unsigned long long)i % P);
    inverse[MAXN] = (unsigned)power(fact[MAXN], P - 2);
    for (long i = MAXN; i >= 1; i--) inverse[i - 1] = (unsigned)(inverse[i] * (unsigned long long)i % P);
    long odd = 0, even = 0;
    while (t--) {
        long n, k;
        if (scanf("%ld %ld", &n, &k) != 2 || n < 0 || n > MAXN || k < 0 || k > MAXN) return 1;
        unsigned long long m = 0;
        int is_odd = 0;
        if (k <= n) {
            m = (unsigned long long)fact[n] * inverse[k] % P * inverse[n - k] % P;
            is_odd = (k & ~n) == 0;  /* Lucas: every bit of k is a bit of n */
        }
        if (is_odd) odd++;
        else even++;
        printf("%llu %s\n", m, is_odd ? "odd" : "even");
    }
    printf("odd %ld even %ld\n", odd, even);
    return 0;
}
