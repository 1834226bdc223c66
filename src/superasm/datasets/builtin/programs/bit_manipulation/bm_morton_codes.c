/* Morton (Z-order) codes of every cell of a w x h grid, interleaving bits one at a time; print
   the xor of the codes and the number of cells whose code is below the diagonal cell's. */
#include <stdio.h>

static unsigned long long interleave(unsigned x, unsigned y) {
    unsigned long long z = 0;
    for (int b = 0; b < 32; b++) {
        z |= (unsigned long long)((x >> b) & 1u) << (2 * b);
        z |= (unsigned long long)((y >> b) & 1u) << (2 * b + 1);
    }
    return z;
}

int main(void) {
    long w = 0, h = 0;
    if (scanf("%ld %ld", &w, &h) != 2 || w < 0 || h < 0) w = h = 0;
    unsigned long long acc = 0;
    long below = 0;
    for (long y = 0; y < h; y++) {
        unsigned long long diag = interleave((unsigned)y, (unsigned)y);
        for (long x = 0; x < w; x++) {
            unsigned long long z = interleave((unsigned)x, (unsigned)y);
            acc ^= z * 0x9e3779b97f4a7c15ULL;
            if (z < diag) below++;
        }
    }
    printf("%llu %ld\n", acc, below);
    return 0;
}
