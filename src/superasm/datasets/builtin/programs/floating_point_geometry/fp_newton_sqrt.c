/* Square roots of n values by Newton's iteration (stopping when the step stops shrinking),
   compared with sqrt(): total iterations and the largest relative error. */
#include <stdio.h>
#include <math.h>

int main(void) {
    long n = 0;
    double scale = 1.0;
    if (scanf("%ld %lf", &n, &scale) != 2 || n < 0) n = 0;
    if (!(scale > 0.0)) scale = 1.0;
    long long iterations = 0;
    double worst = 0.0;
    for (long i = 1; i <= n; i++) {
        double v = (double)i * scale;
        double r = v > 1.0 ? v / 2.0 : 1.0, last = 0.0;
        for (int k = 0; k < 200; k++) {
            double next = 0.5 * (r + v / r);
            iterations++;
            if (next == r || next == last) break;
            last = r;
            r = next;
        }
        double err = fabs(r - sqrt(v)) / sqrt(v);
        if (err > worst) worst = err;
    }
    printf("%lld %.3e\n", iterations, worst);
    return 0;
}
