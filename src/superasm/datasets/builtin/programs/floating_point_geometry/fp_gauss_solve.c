/* Solve A x = b for a seeded n x n system (diagonally weighted) by Gaussian elimination with
   partial pivoting; print log|det A| and the sum of the solution. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
    int n = 0;
    unsigned seed = 0;
    if (scanf("%d %u", &n, &seed) != 2 || n < 1) {
        printf("empty\n");
        return 0;
    }
    double *a = malloc(sizeof(double) * (size_t)n * (size_t)(n + 1));
    if (!a) return 1;
    unsigned x = seed;
    int w = n + 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= n; j++) {
            x = x * 1664525u + 1013904223u;
            a[i * w + j] = (double)((int)((x >> 12) % 2001u) - 1000) / 100.0 + (i == j ? 5.0 : 0.0);
        }
    double logdet = 0.0;
    for (int col = 0; col < n; col++) {
        int pivot = col;
        for (int r = col + 1; r < n; r++)
            if (fabs(a[r * w + col]) > fabs(a[pivot * w + col])) pivot = r;
        if (a[pivot * w + col] == 0.0) { printf("singular\n"); free(a); return 0; }
        if (pivot != col)
            for (int j = 0; j <= n; j++) { double t = a[col * w + j]; a[col * w + j] = a[pivot * w + j]; a[pivot * w + j] = t; }
        logdet += log(fabs(a[col * w + col]));
        for (int r = col + 1; r < n; r++) {
            double f = a[r * w + col] / a[col * w + col];
            for (int j = col; j <= n; j++) a[r * w + j] -= f * a[col * w + j];
        }
    }
    double sum = 0.0;
    for (int i = n - 1; i >= 0; i--) {
        double s = a[i * w + n];
        for (int j = i + 1; j < n; j++) s -= a[i * w + j] * a[j * w + n];
        a[i * w + n] = s / a[i * w + i];
        sum += a[i * w + n];
    }
    printf("%.6f %.6f\n", logdet, sum);
    free(a);
    return 0;
}
