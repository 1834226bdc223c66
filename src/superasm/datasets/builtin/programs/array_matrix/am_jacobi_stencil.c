/* Integer heat diffusion on an r x c plate (fixed hot left edge, cold elsewhere): t Jacobi
   sweeps of the 5-point stencil in fixed point; print the total heat and the centre value. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r = 0, c = 0, t = 0;
    if (scanf("%d %d %d", &r, &c, &t) != 3 || r < 3 || c < 3 || t < 0) {
        printf("0 0\n");
        return 0;
    }
    int *u = calloc((size_t)r * (size_t)c, sizeof(int)), *v = calloc((size_t)r * (size_t)c, sizeof(int));
    if (!u || !v) return 1;
    for (int i = 0; i < r; i++) u[i * c] = v[i * c] = 1 << 20;
    for (int step = 0; step < t; step++) {
        for (int i = 1; i < r - 1; i++)
            for (int j = 1; j < c - 1; j++)
                v[i * c + j] = (u[(i - 1) * c + j] + u[(i + 1) * c + j] + u[i * c + j - 1] + u[i * c + j + 1]) >> 2;
        int *tmp = u; u = v; v = tmp;
    }
    long long heat = 0;
    for (long i = 0; i < (long)r * c; i++) heat += u[i];
    printf("%lld %d\n", heat, u[(r / 2) * c + c / 2]);
    free(u); free(v);
    return 0;
}
