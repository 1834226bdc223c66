/* Composite Simpson's rule for f(x) = sin(x) * exp(-x / 5) + sqrt(1 + x * x) on [a, b] with n
   (made even) intervals, and the same with the trapezoid rule for comparison. */
#include <stdio.h>
#include <math.h>

static double f(double x) { return sin(x) * exp(-x / 5.0) + sqrt(1.0 + x * x); }

int main(void) {
    double a = 0, b = 0;
    long n = 0;
    if (scanf("%lf %lf %ld", &a, &b, &n) != 3 || n < 1) {
        printf("0.000000 0.000000\n");
        return 0;
    }
    if (n % 2) n++;
    double h = (b - a) / (double)n;
    double simpson = f(a) + f(b), trapezoid = 0.5 * (f(a) + f(b));
    for (long i = 1; i < n; i++) {
        double y = f(a + (double)i * h);
        simpson += (i % 2 ? 4.0 : 2.0) * y;
        trapezoid += y;
    }
    printf("%.6f %.6f\n", simpson * h / 3.0, trapezoid * h);
    return 0;
}
