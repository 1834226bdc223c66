/* N, then N lines each holding two words; prints the edit distance of each pair and their sum. */
#include <stdio.h>
#include <string.h>

static int row[2][1001];

int main(void) {
    int n;
    char a[1001], b[1001];
    if (scanf("%d", &n) != 1) return 1;
    long total = 0;
    for (int k = 0; k < n; k++) {
        if (scanf("%1000s %1000s", a, b) != 2) return 1;
        int la = (int)strlen(a), lb = (int)strlen(b);
        for (int j = 0; j <= lb; j++) row[0][j] = j;
        for (int i = 1; i <= la; i++) {
            int *cur = row[i & 1], *prev = row[(i - 1) & 1];
            cur[0] = i;
            for (int j = 1; j <= lb; j++) {
                int best = prev[j - 1] + (a[i - 1] != b[j - 1]);
                if (prev[j] + 1 < best) best = prev[j] + 1;
                if (cur[j - 1] + 1 < best) best = cur[j - 1] + 1;
                cur[j] = best;
            }
        }
        total += row[la & 1][lb];
    }
    printf("%ld\n", total);
    return 0;
}
