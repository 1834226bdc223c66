/* Split n seeded non-negative values into at most k contiguous parts minimising the largest
   part sum (binary search on the answer with a greedy check), for every k = 1..K. */
#include <stdio.h>
#include <stdlib.h>

static int parts_needed(const int *a, long n, long long limit) {
    int parts = 1;
    long long run = 0;
    for (long i = 0; i < n; i++) {
        if (run + a[i] > limit) { parts++; run = 0; }
        run += a[i];
    }
    return parts;
}

int main(void) {
    long n = 0;
    int kmax = 0, hi_value = 0;
    unsigned seed = 0;
    if (scanf("%ld %d %d %u", &n, &kmax, &hi_value, &seed) != 4 || n < 0 || kmax < 0) n = kmax = 0;
    if (hi_value < 0) hi_value = 0;
    int *a = malloc(sizeof(int) * (size_t)(n + 1));
    if (!a) return 1;
    unsigned x = seed;
    long long total = 0, biggest = 0;
    for (long i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        a[i] = (int)((x >> 8) % (unsigned)(hi_value + 1));
        total += a[i];
        if (a[i] > biggest) biggest = a[i];
    }
    unsigned long long checksum = 0;
    for (int k = 1; k <= kmax; k++) {
        long long lo = biggest, hi = total;
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2;
            if (parts_needed(a, n, mid) <= k) hi = mid;
            else lo = mid + 1;
        }
        checksum = checksum * 1000003ULL + (unsigned long long)lo;
        if (k <= 3) printf("k=%d %lld\n", k, lo);
    }
    printf("%llu\n", checksum);
    free(a);
    return 0;
}
