/* Hand-written quicksort (median of three, insertion sort below 16) of n seeded values; print
   every (n/8)-th element of the sorted array. */
#include <stdio.h>
#include <stdlib.h>

static void sort(int *a, long lo, long hi) {
    while (hi - lo > 16) {
        long mid = lo + (hi - lo) / 2;
        int p1 = a[lo], p2 = a[mid], p3 = a[hi];
        int pivot = p1 < p2 ? (p2 < p3 ? p2 : (p1 < p3 ? p3 : p1)) : (p1 < p3 ? p1 : (p2 < p3 ? p3 : p2));
        long i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) {
                int t = a[i]; a[i] = a[j]; a[j] = t;
                i++; j--;
            }
        }
        if (j - lo < hi - i) { sort(a, lo, j); lo = i; }
        else { sort(a, i, hi); hi = j; }
    }
    for (long i = lo + 1; i <= hi; i++) {
        int key = a[i];
        long j = i - 1;
        while (j >= lo && a[j] > key) { a[j + 1] = a[j]; j--; }
        a[j + 1] = key;
    }
}

int main(void) {
    long n = 0;
    int mod = 1;
    unsigned seed = 0;
    if (scanf("%ld %d %u", &n, &mod, &seed) != 3 || n < 0) n = 0;
    if (mod < 1) mod = 1;
    int *a = malloc(sizeof(int) * (size_t)(n + 1));
    if (!a) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        a[i] = (int)(x % (unsigned)mod) - mod / 2;
    }
    if (n > 0) sort(a, 0, n - 1);
    long step = n / 8 > 0 ? n / 8 : 1;
    for (long i = 0; i < n; i += step) printf("%d ", a[i]);
    printf("\n");
    free(a);
    return 0;
}
