/* Levenshtein distance between two strings read from input (one per line, '-' for empty),
   with the full table kept to count the optimal alignments' diagonal steps on the way back. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char a[5005], b[5005];

static int min3(int x, int y, int z) {
    int m = x < y ? x : y;
    return m < z ? m : z;
}

int main(void) {
    if (scanf("%5000s %5000s", a, b) != 2) {
        printf("0 0\n");
        return 0;
    }
    if (strcmp(a, "-") == 0) a[0] = 0;
    if (strcmp(b, "-") == 0) b[0] = 0;
    int n = (int)strlen(a), m = (int)strlen(b);
    int *d = malloc(sizeof(int) * (size_t)(n + 1) * (size_t)(m + 1));
    if (!d) return 1;
#define D(i, j) d[(size_t)(i) * (size_t)(m + 1) + (size_t)(j)]
    for (int i = 0; i <= n; i++) D(i, 0) = i;
    for (int j = 0; j <= m; j++) D(0, j) = j;
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= m; j++)
            D(i, j) = min3(D(i - 1, j) + 1, D(i, j - 1) + 1, D(i - 1, j - 1) + (a[i - 1] != b[j - 1]));
    int i = n, j = m, matches = 0;
    while (i > 0 && j > 0) {
        if (D(i, j) == D(i - 1, j - 1) + (a[i - 1] != b[j - 1])) {
            matches += a[i - 1] == b[j - 1];
            i--;
            j--;
        } else if (D(i, j) == D(i - 1, j) + 1) i--;
        else j--;
    }
    printf("%d %d\n", D(n, m), matches);
    free(d);
    return 0;
}
