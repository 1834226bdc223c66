/* Ranks.  Input: n (1 <= n <= 2 * 10^5), then n scores (ints).  Output: each score's rank, 1 +
   the number of strictly greater scores, on one line separated by spaces. */
#include <stdio.h>
#include <stdlib.h>

static int descending(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x < y) - (x > y);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    int *score = malloc(sizeof(int) * (size_t)n), *sorted = malloc(sizeof(int) * (size_t)n);
    if (!score || !sorted) return 1;
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &score[i]) != 1) return 1;
        sorted[i] = score[i];
    }
    qsort(sorted, (size_t)n, sizeof(int), descending);
    for (int i = 0; i < n; i++) {
        int lo = 0, hi = n;  /* the first index whose score is not greater */
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (sorted[mid] > score[i]) lo = mid + 1;
            else hi = mid;
        }
        printf(i ? " %d" : "%d", lo + 1);
    }
    putchar('\n');
    free(score);
    free(sorted);
    return 0;
}
