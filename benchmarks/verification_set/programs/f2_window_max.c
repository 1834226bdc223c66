/* Window maxima.  Input: n k (1 <= k <= n <= 10^6), then n integers a_1 .. a_n
   (-2^31 <= a_i <= 2^31 - 1).  Output: for each window a_i .. a_(i+k-1) (i = 1 .. n - k + 1),
   the 1-based position of its largest value (the first of equal ones), on one line separated
   by spaces; then, on a second line, the sum of the windows' largest values. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2 || k < 1 || n < k || n > 1000000) return 1;
    int *a = malloc(sizeof *a * (size_t)n), *deque = malloc(sizeof *deque * (size_t)n);
    if (!a || !deque) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%d", &a[i]) != 1) return 1;
    int head = 0, tail = 0;  /* positions in deque[head .. tail), their values decreasing */
    long long sum = 0;
    for (int i = 0; i < n; i++) {
        while (tail > head && a[deque[tail - 1]] < a[i]) tail--;
        deque[tail++] = i;
        if (deque[head] <= i - k) head++;
        if (i >= k - 1) {
            printf(i >= k ? " %d" : "%d", deque[head] + 1);
            sum += a[deque[head]];
        }
    }
    printf("\n%lld\n", sum);
    free(a);
    free(deque);
    return 0;
}
