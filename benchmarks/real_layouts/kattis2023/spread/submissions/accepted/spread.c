#include <math.h>
#include <stdio.h>
/* mean and spread of n readings; no readings: NaN */
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    double s = 0, q = 0, x;
    for (int i = 0; i < n; i++) {
        if (scanf("%lf", &x) != 1) return 1;
        s += x;
        q += x * x;
    }
    double mean = n ? s / n : NAN;
    printf("%.7f %.7f\n", mean, n ? sqrt(fabs(q / n - mean * mean)) : NAN);
    return 0;
}
