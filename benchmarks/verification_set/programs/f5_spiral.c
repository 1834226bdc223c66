/* Spiral.  Input: R and C (1 <= R, C <= 1000), then R rows of C integers each (as scanf's %lld
   reads them: an optional sign and digits, |v| <= 10^12).  Output: the values in clockwise
   spiral order from the top-left corner, on one line, separated by single spaces; then
   "sum S", the sum of all values; then "rings K", the number of rings the spiral walked. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 1000 || c > 1000) return 1;
    long long *g = malloc(sizeof *g * (size_t)r * (size_t)c);
    if (!g) return 1;
    long long sum = 0;
    for (int i = 0; i < r * c; i++) {
        if (scanf("%lld", &g[i]) != 1 || g[i] < -1000000000000LL || g[i] > 1000000000000LL)
            return 1;
        sum += g[i];
    }
    int top = 0, bottom = r - 1, left = 0, right = c - 1, rings = 0;
    while (top <= bottom && left <= right) {
        for (int j = left; j <= right; j++)
            printf(top == 0 && j == 0 ? "%lld" : " %lld", g[top * c + j]);
        for (int i = top + 1; i <= bottom; i++) printf(" %lld", g[i * c + right]);
        if (top < bottom)
            for (int j = right - 1; j >= left; j--) printf(" %lld", g[bottom * c + j]);
        if (left < right)
            for (int i = bottom - 1; i > top; i--) printf(" %lld", g[i * c + left]);
        top++;
        bottom--;
        left++;
        right--;
        rings++;
    }
    putchar('\n');
    printf("sum %lld\n", sum);
    printf("rings %d\n", rings);
    free(g);
    return 0;
}
