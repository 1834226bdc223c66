/* Maximum-sum circular subarray (Kadane on the array and on its negation) of n seeded values in
   [-range, range]; also the maximum plain subarray sum. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    int range = 0, shift = 0;
    unsigned seed = 0;
    if (scanf("%ld %d %d %u", &n, &range, &shift, &seed) != 4 || n < 1 || range < 0) {
        printf("empty\n");
        return 0;
    }
    int *a = malloc(sizeof(int) * (size_t)n);
    if (!a) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1664525u + 1013904223u; a[i] = (int)((x >> 8) % (unsigned)(2 * range + 1)) - range + shift; }
    long long best = a[0], run = 0, worst = a[0], low = 0, total = 0;
    for (long i = 0; i < n; i++) {
        total += a[i];
        run = run > 0 ? run + a[i] : a[i];
        if (run > best) best = run;
        low = low < 0 ? low + a[i] : a[i];
        if (low < worst) worst = low;
    }
    long long circular = best < 0 ? best : (total - worst > best ? total - worst : best);
    printf("%lld %lld\n", circular, best);
    free(a);
    return 0;
}
