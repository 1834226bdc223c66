/* Insertion sort of n seeded values in [lo, hi]; print the number of element moves and a
   checksum of the sorted array. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    long long lo = 0, hi = 0;
    unsigned seed = 0;
    if (scanf("%d %lld %lld %u", &n, &lo, &hi, &seed) != 4 || n < 0 || hi < lo) n = 0;
    long long *a = malloc(sizeof(long long) * (size_t)(n + 1));
    if (!a) return 1;
    unsigned long long x = seed;
    unsigned long long span = (unsigned long long)(hi - lo) + 1;
    for (int i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        a[i] = lo + (long long)((x >> 20) % span);
    }
    long long moves = 0;
    for (int i = 1; i < n; i++) {
        long long key = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > key) {
            a[j + 1] = a[j];
            j--;
            moves++;
        }
        a[j + 1] = key;
    }
    unsigned long long checksum = 0;
    for (int i = 0; i < n; i++) checksum = checksum * 1000003ULL + (unsigned long long)a[i];
    printf("%lld %llu\n", moves, checksum);
    free(a);
    return 0;
}
