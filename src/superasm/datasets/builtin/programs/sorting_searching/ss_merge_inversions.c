/* Inversions of n seeded values in [0, range) counted with a bottom-up merge sort. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    unsigned range = 1, seed = 0;
    if (scanf("%ld %u %u", &n, &range, &seed) != 3 || n < 0) n = 0;
    if (range == 0) range = 1;
    unsigned *a = malloc(sizeof(unsigned) * (size_t)(n + 1));
    unsigned *b = malloc(sizeof(unsigned) * (size_t)(n + 1));
    if (!a || !b) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        a[i] = (x >> 4) % range;
    }
    long long inversions = 0;
    for (long width = 1; width < n; width *= 2) {
        for (long lo = 0; lo < n; lo += 2 * width) {
            long mid = lo + width < n ? lo + width : n;
            long hi = lo + 2 * width < n ? lo + 2 * width : n;
            long i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                if (a[i] <= a[j]) b[k++] = a[i++];
                else {
                    inversions += mid - i;
                    b[k++] = a[j++];
                }
            }
            while (i < mid) b[k++] = a[i++];
            while (j < hi) b[k++] = a[j++];
        }
        unsigned *t = a;
        a = b;
        b = t;
    }
    printf("%lld %u %u\n", inversions, n ? a[0] : 0, n ? a[n - 1] : 0);
    free(a);
    free(b);
    return 0;
}
