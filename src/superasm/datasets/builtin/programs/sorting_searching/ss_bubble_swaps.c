/* Bubble sort the input values (early exit when a pass makes no swap); print the number of
   swaps, the passes made and the sorted values' first and last. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1 || n < 0) n = 0;
    int *a = malloc(sizeof(int) * (size_t)(n + 1));
    if (!a) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%d", &a[i]) != 1) a[i] = 0;
    long long swaps = 0;
    int passes = 0;
    for (int end = n - 1; end > 0; end--) {
        int swapped = 0;
        passes++;
        for (int i = 0; i < end; i++)
            if (a[i] > a[i + 1]) {
                int t = a[i]; a[i] = a[i + 1]; a[i + 1] = t;
                swapped = 1;
                swaps++;
            }
        if (!swapped) break;
    }
    if (n > 0) printf("%lld %d %d %d\n", swaps, passes, a[0], a[n - 1]);
    else printf("0 0\n");
    free(a);
    return 0;
}
