/* Ships on a battleship board.  Input: r and c (1 <= r, c <= 1000), then r rows of c
   characters each, '#' a cell of a ship and '.' water, the rows separated by blanks.  A ship
   is a group of '#' cells joined through their sides; it is straight when its cells lie in one
   row or in one column, its length the number of its cells, and bent otherwise.  Output: a
   line "ships S", S the ships; per length L of straight ships, from the shortest, a line
   "length L: N", N the straight ships of that length; a line "bent B", B the bent ships; a line
   "touching T", T the pairs of cells of two different ships that touch at a corner; and a last
   line "longest L at Y X": L the length of the longest straight ship and Y, X the row and the
   column (from 1) of its first cell in reading order, the first such ship in reading order of
   those cells among equally long ones, or "longest none" when no ship is straight. */
#include <stdio.h>
#include <string.h>

#define MAX 1000

static char g[MAX][MAX + 1];
static int label[MAX][MAX];  /* the ship of each cell, from 1; 0 for water */
static int stack[MAX * MAX];
static long per_length[MAX + 1];

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || r > MAX || c < 1 || c > MAX) return 1;
    for (int y = 0; y < r; y++) {
        if (scanf("%1000s", g[y]) != 1 || (int)strlen(g[y]) != c) return 1;
        for (int x = 0; x < c; x++)
            if (g[y][x] != '#' && g[y][x] != '.') return 1;
    }
    static const int DY[4] = {-1, 1, 0, 0}, DX[4] = {0, 0, -1, 1};
    long ships = 0, bent = 0, touching = 0;
    int longest = 0, ly = 0, lx = 0;
    for (int y = 0; y < r; y++)
        for (int x = 0; x < c; x++) {
            if (g[y][x] != '#' || label[y][x]) continue;
            ships++;
            int top = 0, n = 0, y0 = y, y1 = y, x0 = x, x1 = x;
            label[y][x] = (int)ships;
            stack[top++] = y * c + x;
            while (top > 0) {
                int at = stack[--top], cy = at / c, cx = at % c;
                n++;
                if (cy < y0) y0 = cy;
                if (cy > y1) y1 = cy;
                if (cx < x0) x0 = cx;
                if (cx > x1) x1 = cx;
                for (int d = 0; d < 4; d++) {
                    int ny = cy + DY[d], nx = cx + DX[d];
                    if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;
                    if (g[ny][nx] == '#' && !label[ny][nx]) {
                        label[ny][nx] = (int)ships;
                        stack[top++] = ny * c + nx;
                    }
                }
            }
            if (y0 == y1 || x0 == x1) {
                per_length[n]++;
                if (n > longest) {
                    longest = n;
                    ly = y + 1;
                    lx = x + 1;
                }
            } else {
                bent++;
            }
        }
    for (int y = 0; y + 1 < r; y++)
        for (int x = 0; x < c; x++) {
            int here = label[y][x];
            if (!here) continue;
            if (x > 0 && label[y + 1][x - 1] && label[y + 1][x - 1] != here) touching++;
            if (x + 1 < c && label[y + 1][x + 1] && label[y + 1][x + 1] != here) touching++;
        }
    printf("ships %ld\n", ships);
    for (int len = 1; len <= MAX; len++)
        if (per_length[len]) printf("length %d: %ld\n", len, per_length[len]);
    printf("bent %ld\n", bent);
    printf("touching %ld\n", touching);
    if (longest) printf("longest %d at %d %d\n", longest, ly, lx);
    else puts("longest none");
    return 0;
}
