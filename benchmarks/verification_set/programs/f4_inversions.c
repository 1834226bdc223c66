/* Inversions.  Input: N (1 <= N <= 2 * 10^5), then N integers a_1 .. a_N (-2^31 <= a_i <=
   2^31 - 1, as scanf's %d reads them: an optional sign, then digits).  Output: the number of
   pairs i < j with a_i > a_j, then the values in ascending order on one line. */
#include <stdio.h>
#include <stdlib.h>

static int *tmp;

static long long sort_count(int *a, int n) {
    if (n < 2) return 0;
    int half = n / 2;
    long long inversions = sort_count(a, half) + sort_count(a + half, n - half);
    int i = 0, j = half, k = 0;
    while (i < half && j < n) {
        if (a[j] < a[i]) {
            inversions += half - i;  /* a[j] is smaller than each a[i..half) */
            tmp[k++] = a[j++];
        } else {
            tmp[k++] = a[i++];
        }
    }
    while (i < half) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    for (k = 0; k < n; k++) a[k] = tmp[k];
    return inversions;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    int *a = malloc(sizeof *a * (size_t)n);
    tmp = malloc(sizeof *tmp * (size_t)n);
    if (!a || !tmp) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%d", &a[i]) != 1) return 1;
    printf("%lld\n", sort_count(a, n));
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", a[i]);
    putchar('\n');
    free(a);
    free(tmp);
    return 0;
}
