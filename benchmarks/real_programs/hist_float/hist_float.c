/* N then N real numbers: mean, standard deviation and a 10-bin histogram over [min, max]. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n;
    if (scanf("%ld", &n) != 1 || n <= 0) return 1;
    double *x = malloc(sizeof(double) * (size_t)n);
    double lo = INFINITY, hi = -INFINITY, sum = 0;
    for (long i = 0; i < n; i++) {
        if (scanf("%lf", &x[i]) != 1) return 1;
        if (x[i] < lo) lo = x[i];
        if (x[i] > hi) hi = x[i];
        sum += x[i];
    }
    double mean = sum / n, var = 0;
    long bins[10] = {0};
    for (long i = 0; i < n; i++) {
        var += (x[i] - mean) * (x[i] - mean);
        int k = hi > lo ? (int)((x[i] - lo) / (hi - lo) * 10) : 0;
        bins[k > 9 ? 9 : k]++;
    }
    printf("%.6f %.6f\n", mean, sqrt(var / n));
    for (int k = 0; k < 10; k++) printf("%ld%c", bins[k], k == 9 ? '\n' : ' ');
    free(x);
    return 0;
}
