/* Reads N then N integers; prints min, max, median and a checksum of the sorted order. */
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

int main(void) {
    long n;
    if (scanf("%ld", &n) != 1 || n <= 0) return 1;
    long *v = malloc(sizeof *v * n);
    if (!v) return 1;
    for (long i = 0; i < n; i++)
        if (scanf("%ld", &v[i]) != 1) return 1;
    qsort(v, n, sizeof *v, cmp);
    unsigned long long h = 1469598103934665603ULL;
    for (long i = 0; i < n; i++) h = (h ^ (unsigned long long)v[i]) * 1099511628211ULL;
    printf("%ld %ld %ld %llu\n", v[0], v[n - 1], v[n / 2], h);
    free(v);
    return 0;
}
