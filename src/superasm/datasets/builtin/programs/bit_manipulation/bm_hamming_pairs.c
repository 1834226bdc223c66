/* Sum of Hamming distances over all pairs of n seeded 32-bit values, and the closest pair's
   distance. */
#include <stdio.h>
#include <stdlib.h>

static int bits(unsigned x) {
    int c = 0;
    while (x) {
        c += x & 1u;
        x >>= 1;
    }
    return c;
}

int main(void) {
    int n = 0;
    unsigned seed = 0;
    if (scanf("%d %u", &n, &seed) != 2 || n < 0) n = 0;
    unsigned *v = malloc(sizeof(unsigned) * (size_t)(n + 1));
    if (!v) return 1;
    unsigned long long s = seed;
    for (int i = 0; i < n; i++) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        v[i] = (unsigned)(s >> 32);
    }
    unsigned long long total = 0;
    int closest = 33;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            int d = bits(v[i] ^ v[j]);
            total += (unsigned long long)d;
            if (d < closest) closest = d;
        }
    printf("%llu %d\n", total, n > 1 ? closest : -1);
    free(v);
    return 0;
}
