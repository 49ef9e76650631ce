extern "C" __global__ void via_expf(const float* x, float* y, float m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __expf(x[i] - m);
}
extern "C" __global__ void via_powf(const float* x, float* y, float m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __powf(2.0f, fmaf(x[i], 1.4426950408889634f, -m));
}
extern "C" __global__ void via_powf_mul(const float* x, float* y, float m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __powf(2.0f, x[i] * 1.4426950408889634f - m);
}
extern "C" __global__ void via_exp2f(const float* x, float* y, float m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = exp2f(fmaf(x[i], 1.4426950408889634f, -m));
}
extern "C" __global__ void via_expf_ftz_clamp(const float* x, float* y, float m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __expf(fmaxf(x[i] - m, -87.0f));
}
