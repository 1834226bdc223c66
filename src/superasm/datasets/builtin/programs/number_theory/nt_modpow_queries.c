/* q queries a^b mod m drawn from a seeded generator; print the xor and the sum of the answers. */
#include <stdio.h>

static unsigned long long state;

static unsigned next_rand(void) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(state >> 33);
}

static unsigned long long power_mod(unsigned long long a, unsigned long long b,
                                    unsigned long long m) {
    unsigned long long result = 1 % m;
    a %= m;
    while (b) {
        if (b & 1) result = result * a % m;
        a = a * a % m;
        b >>= 1;
    }
    return result;
}

int main(void) {
    long q = 0;
    unsigned long long seed = 0;
    if (scanf("%ld %llu", &q, &seed) != 2 || q < 0) q = 0;
    state = seed;
    unsigned long long x = 0, sum = 0;
    for (long i = 0; i < q; i++) {
        unsigned long long a = next_rand();
        unsigned long long b = ((unsigned long long)next_rand() << 31) | next_rand();
        unsigned long long m = next_rand() % 2000000000u + 1;
        unsigned long long r = power_mod(a, b, m);
        x ^= r;
        sum += r;
    }
    printf("%llu %llu\n", x, sum);
    return 0;
}
