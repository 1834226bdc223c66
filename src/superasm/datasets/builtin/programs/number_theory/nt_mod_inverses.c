/* Modular inverses of 1..n modulo a prime p by the extended Euclidean algorithm, one at a time;
   print the sum of the inverses mod p and the xor of them all. */
#include <stdio.h>

static long long inverse(long long a, long long m) {
    long long old_r = a, r = m, old_s = 1, s = 0;
    while (r != 0) {
        long long q = old_r / r, t = old_r - q * r;
        old_r = r;
        r = t;
        t = old_s - q * s;
        old_s = s;
        s = t;
    }
    if (old_r != 1) return -1;
    return ((old_s % m) + m) % m;
}

int main(void) {
    long long p = 0, n = 0;
    if (scanf("%lld %lld", &p, &n) != 2 || p < 2 || n < 0) {
        printf("0 0\n");
        return 0;
    }
    long long sum = 0, x = 0;
    for (long long i = 1; i <= n; i++) {
        long long v = inverse(i % p, p);
        if (v < 0) continue;
        sum = (sum + v) % p;
        x ^= v;
    }
    printf("%lld %lld\n", sum, x);
    return 0;
}
