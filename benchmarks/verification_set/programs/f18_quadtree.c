/* The quadtree of a black-and-white picture.  Input: K (0 <= K <= 10), then 2^K rows of 2^K
   characters each, '#' for a black pixel and '.' for a white one, the rows separated by
   blanks (spaces, tabs, carriage returns or newlines).  A square of the picture whose pixels
   all have one colour is a leaf, written "B" (black) or "W" (white); any other square is split
   into four of half its side, written "(", then the top left, top right, bottom left and
   bottom right quarters, then ")".  Output: the tree of the whole picture on one line; then
   "nodes N leaves L black P depth D": the nodes of the tree (leaves and splits), its leaves,
   the black pixels and the depth of its deepest leaf (0 when the picture is a leaf). */
#include <stdio.h>
#include <string.h>

#define MAXSIDE 1024

static char row[MAXSIDE + 2];
static int black[MAXSIDE + 1][MAXSIDE + 1];  /* black[y][x]: black pixels above and left of (y, x) */
static long nodes, leaves;
static int deepest;

static void tree(int y, int x, int side, int depth) {
    nodes++;
    int b = black[y + side][x + side] - black[y][x + side] - black[y + side][x] + black[y][x];
    if (b == 0 || b == side * side) {
        putchar(b == 0 ? 'W' : 'B');
        leaves++;
        if (depth > deepest) deepest = depth;
        return;
    }
    int half = side / 2;
    putchar('(');
    tree(y, x, half, depth + 1);
    tree(y, x + half, half, depth + 1);
    tree(y + half, x, half, depth + 1);
    tree(y + half, x + half, half, depth + 1);
    putchar(')');
}

int main(void) {
    int k;
    if (scanf("%d", &k) != 1 || k < 0 || k > 10) return 1;
    int side = 1 << k;
    for (int y = 0; y < side; y++) {
        if (scanf("%1025s", row) != 1 || (int)strlen(row) != side) return 1;
        for (int x = 0; x < side; x++) {
            if (row[x] != '#' && row[x] != '.') return 1;
            black[y + 1][x + 1] = black[y][x + 1] + black[y + 1][x] - black[y][x] + (row[x] == '#');
        }
    }
    tree(0, 0, side, 0);
    putchar('\n');
    printf("nodes %ld leaves %ld black %d depth %d\n", nodes, leaves, black[side][side], deepest);
    return 0;
}
