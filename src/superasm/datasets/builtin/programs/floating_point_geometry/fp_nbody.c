/* n bodies under softened gravity, integrated with symplectic Euler for s steps of size dt;
   print the total energy before and after and the centre of mass. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static double energy(int n, const double *x, const double *y, const double *vx, const double *vy, const double *m) {
    double e = 0.0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * m[i] * (vx[i] * vx[i] + vy[i] * vy[i]);
        for (int j = i + 1; j < n; j++) {
            double dx = x[i] - x[j], dy = y[i] - y[j];
            e -= m[i] * m[j] / sqrt(dx * dx + dy * dy + 0.01);
        }
    }
    return e;
}

int main(void) {
    int n = 0, steps = 0;
    double dt = 0.001;
    unsigned seed = 0;
    if (scanf("%d %d %lf %u", &n, &steps, &dt, &seed) != 4 || n < 1 || steps < 0) {
        printf("0 0\n");
        return 0;
    }
    double *x = malloc(sizeof(double) * (size_t)n), *y = malloc(sizeof(double) * (size_t)n);
    double *vx = calloc((size_t)n, sizeof(double)), *vy = calloc((size_t)n, sizeof(double));
    double *m = malloc(sizeof(double) * (size_t)n);
    if (!x || !y || !vx || !vy || !m) return 1;
    unsigned s = seed;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u; x[i] = (double)(s >> 8) / 16777216.0 * 10.0;
        s = s * 1664525u + 1013904223u; y[i] = (double)(s >> 8) / 16777216.0 * 10.0;
        s = s * 1664525u + 1013904223u; m[i] = 0.5 + (double)(s >> 8) / 16777216.0;
    }
    double before = energy(n, x, y, vx, vy, m);
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < n; i++) {
            double ax = 0.0, ay = 0.0;
            for (int j = 0; j < n; j++) {
                double dx = x[j] - x[i], dy = y[j] - y[i];
                double r2 = dx * dx + dy * dy + 0.01;
                double inv = m[j] / (r2 * sqrt(r2));
                ax += dx * inv;
                ay += dy * inv;
            }
            vx[i] += ax * dt;
            vy[i] += ay * dt;
        }
        for (int i = 0; i < n; i++) { x[i] += vx[i] * dt; y[i] += vy[i] * dt; }
    }
    double after = energy(n, x, y, vx, vy, m), mx = 0.0, my = 0.0, total = 0.0;
    for (int i = 0; i < n; i++) { mx += m[i] * x[i]; my += m[i] * y[i]; total += m[i]; }
    printf("%.6f %.6f %.6f %.6f\n", before, after, mx / total, my / total);
    free(x); free(y); free(vx); free(vy); free(m);
    return 0;
}
