/* A ring buffer holding the last k of n seeded readings: running sum, and the window minimum
   recomputed by a scan whenever the current minimum leaves; print the sum of window means
   (scaled) and the sum of window minima. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, k = 0;
    unsigned seed = 0;
    if (scanf("%ld %ld %u", &n, &k, &seed) != 3 || n < 0 || k < 1) {
        printf("0 0\n");
        return 0;
    }
    int *ring = malloc(sizeof(int) * (size_t)k);
    if (!ring) return 1;
    long head = 0, filled = 0;
    long long sum = 0, means = 0, minima = 0;
    int current_min = 0;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        int v = (int)((x >> 12) % 100000u);
        int leaving = filled == k ? ring[head] : -1;
        if (filled == k) sum -= leaving;
        else filled++;
        ring[head] = v;
        head = (head + 1) % k;
        sum += v;
        if (filled == 1 || v < current_min) current_min = v;
        else if (leaving == current_min) {
            current_min = ring[0];
            for (long j = 1; j < filled; j++) if (ring[j] < current_min) current_min = ring[j];
        }
        means += sum * 100 / filled;
        minima += current_min;
    }
    printf("%lld %lld\n", means, minima);
    free(ring);
    return 0;
}
