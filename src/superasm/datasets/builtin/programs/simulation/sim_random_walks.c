/* w seeded random walkers on the square lattice, s steps each: returns to the origin, the
   farthest squared distance, and the number of walkers ending in the first quadrant. */
#include <stdio.h>

int main(void) {
    long w = 0, s = 0;
    unsigned seed = 0;
    if (scanf("%ld %ld %u", &w, &s, &seed) != 3 || w < 0 || s < 0) {
        printf("0 0 0\n");
        return 0;
    }
    unsigned x = seed | 1u;
    long long returns = 0, farthest = 0;
    long quadrant = 0;
    for (long k = 0; k < w; k++) {
        long long px = 0, py = 0;
        for (long t = 0; t < s; t++) {
            x ^= x << 13; x ^= x >> 17; x ^= x << 5;
            switch (x >> 30) {
                case 0: px++; break;
                case 1: px--; break;
                case 2: py++; break;
                default: py--; break;
            }
            if (px == 0 && py == 0) returns++;
            long long d = px * px + py * py;
            if (d > farthest) farthest = d;
        }
        if (px > 0 && py > 0) quadrant++;
    }
    printf("%lld %lld %ld\n", returns, farthest, quadrant);
    return 0;
}
