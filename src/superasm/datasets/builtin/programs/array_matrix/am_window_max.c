/* Maximum of every window of length k over a seeded array of n values (monotonic deque); print
   the sum of the window maxima and how many distinct positions ever hold a maximum. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, k = 0;
    unsigned seed = 0, range = 1;
    if (scanf("%ld %ld %u %u", &n, &k, &range, &seed) != 4 || n < 1 || k < 1 || k > n) {
        printf("0 0\n");
        return 0;
    }
    if (range == 0) range = 1;
    int *a = malloc(sizeof(int) * (size_t)n);
    long *dq = malloc(sizeof(long) * (size_t)n);
    char *was_max = calloc((size_t)n, 1);
    if (!a || !dq || !was_max) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; a[i] = (int)(x % range); }
    long head = 0, tail = 0, holders = 0;
    long long sum = 0;
    for (long i = 0; i < n; i++) {
        while (tail > head && a[dq[tail - 1]] <= a[i]) tail--;
        dq[tail++] = i;
        if (dq[head] <= i - k) head++;
        if (i >= k - 1) {
            sum += a[dq[head]];
            if (!was_max[dq[head]]) { was_max[dq[head]] = 1; holders++; }
        }
    }
    printf("%lld %ld\n", sum, holders);
    free(a); free(dq); free(was_max);
    return 0;
}
