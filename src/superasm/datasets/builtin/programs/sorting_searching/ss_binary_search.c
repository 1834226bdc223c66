/* A sorted array of n seeded, strictly increasing keys; q seeded queries: how many keys are
   < the query (lower bound by hand-written binary search).  Prints the sum and hits. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, q = 0;
    unsigned seed = 0;
    if (scanf("%ld %ld %u", &n, &q, &seed) != 3 || n < 0 || q < 0) n = q = 0;
    long long *key = malloc(sizeof(long long) * (size_t)(n + 1));
    if (!key) return 1;
    unsigned x = seed | 1u;
    long long v = -1000000;
    for (long i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        v += 1 + x % 7;
        key[i] = v;
    }
    long long top = v + 10, sum = 0;
    long hits = 0;
    for (long i = 0; i < q; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        long long target = -1000010 + (long long)(x % (unsigned long long)(top + 1000020));
        long lo = 0, hi = n;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (key[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        sum += lo;
        if (lo < n && key[lo] == target) hits++;
    }
    printf("%lld %ld\n", sum, hits);
    free(key);
    return 0;
}
