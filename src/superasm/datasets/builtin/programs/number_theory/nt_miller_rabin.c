/* Count primes in [lo, lo + count) with deterministic Miller-Rabin (bases 2, 7, 61, exact below
   2^32) and print the count and the largest prime found. */
#include <stdio.h>

typedef unsigned long long u64;

static u64 mul_mod(u64 a, u64 b, u64 m) { return a * b % m; }

static u64 pow_mod(u64 a, u64 e, u64 m) {
    u64 r = 1;
    a %= m;
    while (e) {
        if (e & 1) r = mul_mod(r, a, m);
        a = mul_mod(a, a, m);
        e >>= 1;
    }
    return r;
}

static int is_prime(u64 n) {
    if (n < 2) return 0;
    static const u64 small[] = {2, 3, 5, 7, 11, 13, 61};
    for (int i = 0; i < 7; i++) {
        if (n == small[i]) return 1;
        if (n % small[i] == 0) return 0;
    }
    u64 d = n - 1;
    int s = 0;
    while ((d & 1) == 0) { d >>= 1; s++; }
    static const u64 bases[] = {2, 7, 61};
    for (int i = 0; i < 3; i++) {
        u64 x = pow_mod(bases[i], d, n);
        if (x == 1 || x == n - 1) continue;
        int witness = 1;
        for (int r = 1; r < s && witness; r++) {
            x = mul_mod(x, x, n);
            if (x == n - 1) witness = 0;
        }
        if (witness) return 0;
    }
    return 1;
}

int main(void) {
    u64 lo = 0, count = 0;
    if (scanf("%llu %llu", &lo, &count) != 2) lo = count = 0;
    if (lo > 4000000000ULL) lo = 4000000000ULL;
    if (count > 200000000ULL) count = 0;
    u64 found = 0, largest = 0;
    for (u64 n = lo; n < lo + count; n++)
        if (is_prime(n)) { found++; largest = n; }
    printf("%llu %llu\n", found, largest);
    return 0;
}
