/* Closest pair among n seeded points in the plane by checking every pair: the distance and the
   number of pairs closer than a threshold. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
    int n = 0;
    double threshold = 0.0;
    unsigned seed = 0;
    if (scanf("%d %lf %u", &n, &threshold, &seed) != 3 || n < 2) {
        printf("none\n");
        return 0;
    }
    double *px = malloc(sizeof(double) * (size_t)n), *py = malloc(sizeof(double) * (size_t)n);
    if (!px || !py) return 1;
    unsigned x = seed;
    for (int i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        px[i] = (double)(x >> 4) / 268435456.0 * 1000.0;
        x = x * 1103515245u + 12345u;
        py[i] = (double)(x >> 4) / 268435456.0 * 1000.0;
    }
    double best = INFINITY, t2 = threshold * threshold;
    long close = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            double dx = px[i] - px[j], dy = py[i] - py[j];
            double d2 = dx * dx + dy * dy;
            if (d2 < best) best = d2;
            if (d2 < t2) close++;
        }
    printf("%.6f %ld\n", sqrt(best), close);
    free(px); free(py);
    return 0;
}
