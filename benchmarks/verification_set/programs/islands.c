/* Islands.  Input: R C (1 <= R, C <= 1000), then R lines of exactly C characters, each '#'
   (land) or '.' (water).  An island is a maximal group of land cells joined through their four
   side neighbours.  Output: the number of islands and the size in cells of the largest one
   ("0 0" when there is no land). */
#include <stdio.h>
#include <string.h>

#define MAX 1000

static char grid[MAX][MAX + 2];
static int queue[MAX * MAX];

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > MAX || c > MAX) return 1;
    for (int i = 0; i < r; i++)
        if (scanf("%1001s", grid[i]) != 1 || (int)strlen(grid[i]) != c) return 1;
    static const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
    int islands = 0, largest = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (grid[i][j] != '#') continue;
            islands++;
            int head = 0, tail = 0, size = 0;
            grid[i][j] = '.';
            queue[tail++] = i * c + j;
            while (head < tail) {
                int cell = queue[head++];
                int ci = cell / c, cj = cell % c;
                size++;
                for (int k = 0; k < 4; k++) {
                    int ni = ci + di[k], nj = cj + dj[k];
                    if (ni < 0 || ni >= r || nj < 0 || nj >= c || grid[ni][nj] != '#') continue;
                    grid[ni][nj] = '.';
                    queue[tail++] = ni * c + nj;
                }
            }
            if (size > largest) largest = size;
        }
    printf("%d %d\n", islands, largest);
    return 0;
}
