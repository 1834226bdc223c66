/* Estimate pi from n seeded points in the unit square (hits inside the quarter circle), and the
   mean distance of the points from the origin. */
#include <stdio.h>
#include <math.h>

int main(void) {
    long n = 0;
    unsigned long long seed = 0;
    if (scanf("%ld %llu", &n, &seed) != 2 || n < 1) {
        printf("nan 0\n");
        return 0;
    }
    unsigned long long x = seed;
    long inside = 0;
    double dist = 0.0;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        double a = (double)(x >> 11) / 9007199254740992.0;
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        double b = (double)(x >> 11) / 9007199254740992.0;
        double r2 = a * a + b * b;
        if (r2 <= 1.0) inside++;
        dist += sqrt(r2);
    }
    printf("%.6f %.6f\n", 4.0 * (double)inside / (double)n, dist / (double)n);
    return 0;
}
