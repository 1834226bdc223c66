/* Largest a & b over pairs of n seeded values (greedy from the high bit), and how many values
   share that mask. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    unsigned seed = 0, mask_bits = 30;
    if (scanf("%ld %u %u", &n, &seed, &mask_bits) != 3 || n < 0) n = 0;
    if (mask_bits > 31 || mask_bits == 0) mask_bits = 31;
    unsigned *v = malloc(sizeof(unsigned) * (size_t)(n + 1));
    if (!v) return 1;
    unsigned x = seed ^ 0x9e3779b9u;
    for (long i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        v[i] = x & ((1u << mask_bits) - 1u);
    }
    unsigned answer = 0;
    long holders = n;
    for (int b = 30; b >= 0; b--) {
        unsigned want = answer | (1u << b);
        long c = 0;
        for (long i = 0; i < n; i++)
            if ((v[i] & want) == want) c++;
        if (c >= 2) {
            answer = want;
            holders = c;
        }
    }
    printf("%u %ld\n", n >= 2 ? answer : 0, n >= 2 ? holders : 0);
    free(v);
    return 0;
}
