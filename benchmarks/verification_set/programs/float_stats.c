/* Statistics.  Input: n (1 <= n <= 10^5), then n real numbers (|x| <= 10^17).  Output: their
   mean and their variance (the mean squared deviation from the mean), each printed with %.6f,
   on one line. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    double *x = malloc(sizeof(double) * (size_t)n);
    if (!x) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lf", &x[i]) != 1 || !(x[i] >= -1e17 && x[i] <= 1e17)) return 1;
    double sum = 0;
    for (int i = 0; i < n; i++) sum += x[i];
    double mean = sum / n;
    double squares = 0;
    for (int i = 0; i < n; i++) squares += (x[i] - mean) * (x[i] - mean);
    printf("%.6f %.6f\n", mean, squares / n);
    free(x);
    return 0;
}
