/* Divisor counts d(i) for i <= n by a harmonic double loop: the first i with the largest d(i),
   that d, and the sum of all d(i). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    if (scanf("%ld", &n) != 1 || n < 1) {
        printf("0 0 0\n");
        return 0;
    }
    int *d = calloc((size_t)n + 1, sizeof(int));
    if (!d) return 1;
    for (long i = 1; i <= n; i++)
        for (long j = i; j <= n; j += i) d[j]++;
    long best = 1;
    long long sum = 0;
    for (long i = 1; i <= n; i++) {
        sum += d[i];
        if (d[i] > d[best]) best = i;
    }
    printf("%ld %d %lld\n", best, d[best], sum);
    free(d);
    return 0;
}
