/* Groups.  Input: N (1 <= N <= 10^6) on the first line, then commands, one per line, at most
   10^6 of them: "union A B" joins the groups of people A and B, "same A B" prints "yes" when A
   and B are in one group and "no" otherwise, "size A" prints the number of people in A's group
   (1 <= A, B <= N, in decimal).  Every person starts in a group of their own.  After the last
   command: "G groups", the number of groups left. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int *parent, *members;

static int find(int v) {
    while (parent[v] != v) {
        parent[v] = parent[parent[v]];
        v = parent[v];
    }
    return v;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 1000000) return 1;
    parent = malloc(sizeof *parent * ((size_t)n + 1));
    members = malloc(sizeof *members * ((size_t)n + 1));
    if (!parent || !members) return 1;
    for (int v = 1; v <= n; v++) {
        parent[v] = v;
        members[v] = 1;
    }
    int groups = n;
    char command[8];
    while (scanf("%7s", command) == 1) {
        int a, b;
        if (scanf("%d", &a) != 1 || a < 1 || a > n) return 1;
        if (strcmp(command, "size") == 0) {
            printf("%d\n", members[find(a)]);
            continue;
        }
        if (scanf("%d", &b) != 1 || b < 1 || b > n) return 1;
        int ra = find(a), rb = find(b);
        if (strcmp(command, "same") == 0) {
            puts(ra == rb ? "yes" : "no");
        } else if (strcmp(command, "union") == 0) {
            if (ra == rb) continue;
            if (members[ra] < members[rb]) {  /* the larger group's root stays the root */
                int t = ra;
                ra = rb;
                rb = t;
            }
            parent[rb] = ra;
            members[ra] += members[rb];
            groups--;
        } else {
            return 1;
        }
    }
    printf("%d groups\n", groups);
    free(parent);
    free(members);
    return 0;
}
