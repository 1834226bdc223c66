#include <stdio.h>
#include <stdlib.h>
/* inversions of a permutation, by merge sort */
static long merge(int *a, int *t, int n) {
    if (n < 2) return 0;
    int h = n / 2;
    long c = merge(a, t, h) + merge(a + h, t, n - h);
    int i = 0, j = h, k = 0;
    while (i < h && j < n) {
        if (a[i] <= a[j]) t[k++] = a[i++];
        else { t[k++] = a[j++]; c += h - i; }
    }
    while (i < h) t[k++] = a[i++];
    while (j < n) t[k++] = a[j++];
    for (i = 0; i < n; i++) a[i] = t[i];
    return c;
}
int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 0) return 1;
    int *a = malloc(sizeof *a * (n + 1)), *t = malloc(sizeof *t * (n + 1));
    for (int i = 0; i < n; i++) if (scanf("%d", &a[i]) != 1) return 1;
    printf("%ld\n", merge(a, t, n));
    free(a); free(t);
    return 0;
}
