/* A seeded star-shaped polygon with n vertices (increasing angles, random radii): shoelace area,
   perimeter and centroid. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
    long n = 0;
    unsigned seed = 0;
    if (scanf("%ld %u", &n, &seed) != 2 || n < 3) {
        printf("degenerate\n");
        return 0;
    }
    double *px = malloc(sizeof(double) * (size_t)n), *py = malloc(sizeof(double) * (size_t)n);
    if (!px || !py) return 1;
    unsigned x = seed;
    const double two_pi = 6.283185307179586;
    for (long i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        double radius = 10.0 + (double)((x >> 8) % 1000u) / 10.0;
        double angle = two_pi * (double)i / (double)n;
        px[i] = radius * cos(angle);
        py[i] = radius * sin(angle);
    }
    double area2 = 0.0, perimeter = 0.0, cx = 0.0, cy = 0.0;
    for (long i = 0; i < n; i++) {
        long j = (i + 1) % n;
        double cross = px[i] * py[j] - px[j] * py[i];
        area2 += cross;
        cx += (px[i] + px[j]) * cross;
        cy += (py[i] + py[j]) * cross;
        perimeter += hypot(px[j] - px[i], py[j] - py[i]);
    }
    printf("%.4f %.4f %.4f %.4f\n", area2 / 2.0, perimeter, cx / (3.0 * area2), cy / (3.0 * area2));
    free(px); free(py);
    return 0;
}
